# Builds the one-folder app with PyInstaller on Windows, checks it, and packs it.
#
#   powershell -ExecutionPolicy Bypass -File packaging\build.ps1             # install + build + test + pack
#   powershell -ExecutionPolicy Bypass -File packaging\build.ps1 -NoInstall
#
# Python: $env:PYTHON if set, else the active virtualenv ($env:VIRTUAL_ENV), else .venv.
# Output in packaging\dist\: gry-slowne\gry-slowne.exe (the one-folder app), smoke.png,
# bundle-check.json, gry-slowne-VERSION-windows-x64.zip (the folder) and, when Inno Setup 6 is
# installed (iscc on PATH or in Program Files; GitHub's Windows runners have it),
# gry-slowne-VERSION-windows-x64-setup.exe (packaging\windows\gry-slowne.iss). Fails when the
# build, the GUI smoke test (offscreen, must exit 0 and write the PNG), the bundle self-check,
# the installer build or the size budget (folder <= 200 MB, archive <= 80 MB) fails.
#
# Run by the release workflow (.github/workflows/release.yml, packaging\ci\build-windows.ps1) on
# windows-latest; not run on a Windows machine so far (packaging/README.md says what has run).
# Every native command's exit status is checked ($LASTEXITCODE): PowerShell does not stop on it.

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

$Version = (& $Python -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])")
if ($LASTEXITCODE -ne 0) { Write-Error "build.ps1: cannot read the version from pyproject.toml"; exit 1 }
$Version = $Version.Trim()

Write-Host "== zip"
$Zip = Join-Path $Dist "gry-slowne-$Version-windows-x64.zip"
Remove-Item $Zip -ErrorAction SilentlyContinue
Compress-Archive -Path $Bundle -DestinationPath $Zip -CompressionLevel Optimal

Write-Host "== installer (Inno Setup)"
$Iscc = (Get-Command iscc -ErrorAction SilentlyContinue).Source
if (-not $Iscc) {
    $Iscc = @("${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe", "$env:ProgramFiles\Inno Setup 6\ISCC.exe") |
        Where-Object { Test-Path $_ } | Select-Object -First 1
}
$Setup = $null
if ($Iscc) {
    & $Iscc /Qp "/DAppVersion=$Version" (Join-Path $Here "windows\gry-slowne.iss")
    if ($LASTEXITCODE -ne 0) { Write-Error "build.ps1: Inno Setup failed"; exit 1 }
    $Setup = Join-Path $Dist "gry-slowne-$Version-windows-x64-setup.exe"
    if (-not (Test-Path $Setup)) { Write-Error "build.ps1: no installer at $Setup"; exit 1 }
} else {
    Write-Warning "build.ps1: Inno Setup 6 not found (choco install innosetup): no installer built"
}

Write-Host "== sizes (budget: folder <= 200 MB, archive <= 80 MB)"
$FolderMB = (Get-ChildItem $Bundle -Recurse -File | Measure-Object -Property Length -Sum).Sum / 1e6
$ZipMB = (Get-Item $Zip).Length / 1e6
Write-Host ("   bundle:    {0:N1} MB  {1}" -f $FolderMB, $Bundle)
Write-Host ("   archive:   {0:N1} MB  {1}" -f $ZipMB, $Zip)
$Over = ($FolderMB -gt 200) -or ($ZipMB -gt 80)
if ($Setup) {
    $SetupMB = (Get-Item $Setup).Length / 1e6
    Write-Host ("   installer: {0:N1} MB  {1}" -f $SetupMB, $Setup)
    $Over = $Over -or ($SetupMB -gt 80)
}
if ($Over) { Write-Error "build.ps1: FAILED: over the size budget"; exit 1 }
Write-Host "build.ps1: OK"
