; Inno Setup 6 script: the Windows installer of Gry słowne, from PyInstaller's one-folder build.
;
;   iscc /DAppVersion=0.1.0 packaging\windows\gry-slowne.iss
;
; packaging\build.ps1 runs it after building and checking packaging\dist\gry-slowne\. Output:
; packaging\dist\gry-slowne-VERSION-windows-x64-setup.exe. Installs per user by default (no
; administrator needed; the dialog offers all users), with a Start-menu entry, an optional desktop
; icon and an uninstaller (Settings → Apps, and the Start-menu entry). Saved games live in
; %APPDATA%\gry-slowne and are kept on uninstall.
; This file is UTF-8 with a byte-order mark, as Inno Setup wants for non-ASCII text.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z gry-slowne.iss
#endif
#define AppName "Gry słowne"
#define AppExe "gry-slowne.exe"
#define SourceDir "..\dist\gry-slowne"

[Setup]
; The same AppId in every release: a new version updates the installed one.
AppId={{6F0B7E52-3C0A-4D3B-9E57-8B2F1C9A4E21}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Gry słowne team
DefaultDirName={autopf}\Gry slowne
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64
ArchitecturesInstallIn64BitMode=x64
OutputDir=..\dist
OutputBaseFilename=gry-slowne-{#AppVersion}-windows-x64-setup
SetupIconFile=..\..\resources\icons\gry-slowne.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
LicenseFile=..\..\resources\licences\gry-slowne.txt
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "polish"; MessagesFile: "compiler:Languages\Polish.isl"
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
