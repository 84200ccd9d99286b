# The release workflow's Windows leg (.github/workflows/release.yml; Python from setup-python): a
# fresh venv whose build tools are pinned (packaging\ci\build-tools.txt: Python 3.11's venv has
# setuptools 65.5, which cannot read pyproject.toml), the app and its test and packaging tools,
# the compiled move generator built (MSVC) and in use, the tests, Inno Setup, then the bundle,
# its zip and the installer (packaging\build.ps1).
#
#   pwsh -File packaging\ci\build-windows.ps1     every step; $env:GS_CI_STEPS = "venv tools"
#                                                 runs only those named
#
# PowerShell does not stop when a native command fails (not even with
# $ErrorActionPreference = "Stop", which covers cmdlets): each native command runs through Step,
# one command a step, which checks its exit status and stops the leg with the step's name.

$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest
$Root = Split-Path -Parent (Split-Path -Parent $PSScriptRoot)
Set-Location $Root

$Python = if ($env:PYTHON) { $env:PYTHON } else { "python" }
$VenvPython = Join-Path $Root ".venv\Scripts\python.exe"
$Steps = @("venv", "tools", "install", "build_ext", "core", "tests", "innosetup", "bundle")
$Only = if ($env:GS_CI_STEPS) { @($env:GS_CI_STEPS -split "\s+" | Where-Object { $_ }) } else { $Steps }
foreach ($name in $Only) {
    if ($Steps -notcontains $name) {
        Write-Host "build-windows.ps1: no step '$name' (its steps: $($Steps -join ' '))"
        exit 2
    }
}
$Ran = @()

function Step([string]$Name, [string]$Program, [string[]]$Arguments) {
    if ($Only -notcontains $Name) { return }
    Write-Host "== build-windows.ps1: ${Name}: $Program $($Arguments -join ' ')"
    & $Program @Arguments
    if ($LASTEXITCODE -ne 0) {
        Write-Host "build-windows.ps1: step '$Name' FAILED (exit status $LASTEXITCODE)"
        exit $LASTEXITCODE
    }
    $script:Ran += $Name
}

$Pip = @("-m", "pip", "install", "--disable-pip-version-check")
Step "venv" $Python @("-m", "venv", "--clear", ".venv")
Step "tools" $VenvPython ($Pip + @("-r", "packaging\ci\build-tools.txt"))
Step "install" $VenvPython ($Pip + @("-e", ".[test,package]"))
Step "build_ext" $VenvPython @("setup.py", "build_ext", "--inplace")
# setup.py goes on without the compiled move generator when it cannot build it (the app then uses
# the pure-Python one): this is where a compiler problem shows.
Step "core" $VenvPython @("-c", "import sys; from engines.crossword.movegen import CORE; print('move generator core:', CORE); sys.exit(CORE != 'compiled')")
$env:QT_QPA_PLATFORM = "offscreen"
Step "tests" $VenvPython @("-m", "pytest", "-q")
Remove-Item Env:QT_QPA_PLATFORM
$Iscc = "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe"
if (-not (Test-Path $Iscc)) {
    Step "innosetup" "choco" @("install", "innosetup", "-y", "--no-progress")
}
Step "bundle" "powershell" @("-NoProfile", "-ExecutionPolicy", "Bypass", "-File", "packaging\build.ps1", "-NoInstall")
Write-Host "build-windows.ps1: OK (steps run: $($Ran -join ' '))"
