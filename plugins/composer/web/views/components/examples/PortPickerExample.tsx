import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Callout } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { PortPicker, Session, useService, type PlaceSuggestion } from '@portolan/sdk';

/** The PortPicker example: live against the lookups API when signed in; signed out, why it is not shown. */
export default observer(function PortPickerExample() {
  const session = useService(Session);
  const [code, setCode] = useState('');
  const [place, setPlace] = useState<PlaceSuggestion | undefined>();
  if (!session.user) {
    return (
      <Callout intent="primary" title="Sign in to try it">
        The picker asks the place autocomplete (<code>/api/system/lookup/places</code>), which answers signed-in users only, so it is not shown
        here. <Link to="/login">Sign in</Link> and come back to this section to try it.
      </Callout>
    );
  }
  return (
    <div style={{ maxWidth: 360 }}>
      <PortPicker
        id="components-port-picker"
        label="Port of loading"
        kind="PORT"
        value={code}
        onChange={(next, picked) => {
          setCode(next);
          setPlace(picked);
        }}
        helperText="Type a code or a name, e.g. Nhava or INNSA."
      />
      <p aria-live="polite">{code ? `Chosen: ${place ? `${place.name}, ${place.countryName} (${code})` : code}` : 'Nothing chosen yet.'}</p>
    </div>
  );
});
