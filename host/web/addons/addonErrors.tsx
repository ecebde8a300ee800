import type { ComponentType } from 'react';
import type { InstalledAddon } from '@portolan/sdk';

/** An add-on entry that loaded but is not what its manifest promised. */
export function invalidEntryError(manifest: InstalledAddon, problem: string): Error {
  return new Error(`The add-on "${manifest.title}" (${manifest.id} ${manifest.version}) ${problem}`);
}

/** The screen an incompatible add-on shows instead of its own: which SDK it needs and which one runs here. */
export function incompatibleScreen(manifest: InstalledAddon, sdkVersion: string): ComponentType {
  function IncompatibleAddon() {
    return (
      <div role="alert" data-error-code="addon-incompatible" style={{ maxWidth: 560, margin: '12vh auto', padding: 24, border: '1px solid #d3d8de', borderRadius: 4, background: '#fff', color: '#1c2127' }}>
        <h2 style={{ margin: '0 0 8px', fontSize: 18 }}>{manifest.title} cannot run on this Portolan</h2>
        <p style={{ margin: '0 0 8px', color: '#5f6b7c', lineHeight: 1.5 }}>
          Version {manifest.version} of this add-on needs Portolan SDK <code>{manifest.sdk}</code>, and this Portolan provides SDK{' '}
          <code>{sdkVersion}</code>.
        </p>
        <p style={{ margin: 0, color: '#5f6b7c', lineHeight: 1.5 }}>Ask your administrator to install a version of the add-on built for SDK {sdkVersion}.</p>
      </div>
    );
  }
  IncompatibleAddon.displayName = 'Portolan.IncompatibleAddon';
  return IncompatibleAddon;
}
