"""Tools around the engines, not rules: command-line pieces, whole games between computer
players, and the fuzzer with the invariant checks it runs after every action."""
