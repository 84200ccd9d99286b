# Builds the one-folder app with PyInstaller on Windows and checks the result.
#
#   powershell -ExecutionPolicy Bypass -File packaging\build.ps1             # install + build + test
#   powershell -ExecutionPolicy Bypass -File packaging\build.ps1 -NoInstall
#
# Python: $env:PYTHON if set, else the active virtualenv ($env:VIRTUAL_ENV), else .venv.
# Output: packaging\dist\gry-slowne\gry-slowne.exe, packaging\dist\smoke.png and
# packaging\dist\bundle-check.json. Fails when the build, the GUI smoke test (offscreen, must
# exit 0 and write the PNG) or the bundle self-check fails.
#
# Best effort: written alongside build.sh but NOT yet run on Windows.

param([switch]$NoInstall)

$ErrorActionPreference = "Stop"
$Here = $PSScriptRoot
$Root = Split-Path -Parent $Here
Set-Location $Root

if ($env:PYTHON) {
    $Python = $env:PYTHON
} elseif ($env:VIRTUAL_ENV) {
    $Python = Join-Path $env:VIRTUAL_ENV "Scripts\python.exe"
} elseif (Test-Path (Join-Path $Root ".venv\Scripts\python.exe")) {
    $Python = Join-Path $Root ".venv\Scripts\python.exe"
} else {
    Write-Error "build.ps1: no virtualenv (activate one, create .venv, or set PYTHON)"
    exit 2
}
& $Python -c "import sys; sys.exit(sys.prefix == sys.base_prefix)"
if ($LASTEXITCODE -ne 0) {
    Write-Error "build.ps1: $Python is not a virtualenv's Python; refusing to pip install into it"
    exit 2
}
Write-Host "== Python: $Python"

if (-not $NoInstall) {
    Write-Host "== pip install -e .[package]"
    & $Python -m pip install --quiet -e ".[package]"
    if ($LASTEXITCODE -ne 0) { Write-Error "build.ps1: pip install failed"; exit 1 }
}

$Dist = Join-Path $Here "dist"
$Work = Join-Path $Here "build"
Write-Host "== PyInstaller"
& $Python -m PyInstaller --noconfirm --clean --log-level WARN `
    --distpath $Dist --workpath $Work (Join-Path $Here "gry-slowne.spec")
if ($LASTEXITCODE -ne 0) { Write-Error "build.ps1: PyInstaller failed"; exit 1 }

$Bundle = Join-Path $Dist "gry-slowne"
$Exe = Join-Path $Bundle "gry-slowne.exe"
if (-not (Test-Path $Exe)) { Write-Error "build.ps1: no executable at $Exe"; exit 1 }

# The exe is windowed (console=False): PowerShell would not wait for it, so Start-Process
# -Wait -PassThru gives the exit code. The environment is inherited by the child.
function Invoke-App([string[]]$Arguments) {
    $env:QT_QPA_PLATFORM = "offscreen"
    try {
        $process = if ($Arguments.Count -gt 0) {
            Start-Process -FilePath $Exe -ArgumentList $Arguments -Wait -PassThru -NoNewWindow
        } else {
            Start-Process -FilePath $Exe -Wait -PassThru -NoNewWindow
        }
        return $process.ExitCode
    } finally {
        Remove-Item Env:QT_QPA_PLATFORM -ErrorAction SilentlyContinue
    }
}

Write-Host "== smoke test: $Exe --smoke-test packaging\dist\smoke.png"
$Png = Join-Path $Dist "smoke.png"
Remove-Item $Png -ErrorAction SilentlyContinue
# --data-dir: saved games and settings of the test run stay in packaging\build.
$status = Invoke-App @("--smoke-test", "`"$Png`"", "--data-dir", "`"$(Join-Path $Work 'smoke-data')`"")
if ($status -ne 0) { Write-Error "build.ps1: smoke test FAILED: exit status $status"; exit 1 }
if (-not (Test-Path $Png) -or (Get-Item $Png).Length -eq 0) {
    Write-Error "build.ps1: smoke test FAILED: $Png was not written"; exit 1
}
Write-Host "   ok: $Png ($((Get-Item $Png).Length) bytes)"

Write-Host "== bundle self-check (lexicons, morfeusz2, tile sets, fonts, translations)"
$Report = Join-Path $Dist "bundle-check.json"
Remove-Item $Report -ErrorAction SilentlyContinue
$env:GRY_SLOWNE_BUNDLE_CHECK = $Report
try {
    $status = Invoke-App @()
} finally {
    Remove-Item Env:GRY_SLOWNE_BUNDLE_CHECK -ErrorAction SilentlyContinue
}
if (Test-Path $Report) { Get-Content $Report -Encoding UTF8 | Write-Host }
if ($status -ne 0 -or -not (Test-Path $Report)) {
    Write-Error "build.ps1: bundle self-check FAILED (exit status $status)"; exit 1
}

Write-Host "== bundle size"
$bytes = (Get-ChildItem $Bundle -Recurse -File | Measure-Object -Property Length -Sum).Sum
Write-Host ("{0:N1} MB  {1}" -f ($bytes / 1MB), $Bundle)
Write-Host "build.ps1: OK"
