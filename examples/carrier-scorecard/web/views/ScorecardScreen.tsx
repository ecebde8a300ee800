import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Callout, Classes, H2, HTMLTable, NonIdealState, Spinner, Tag, TextArea } from '@blueprintjs/core';
import { useService } from '@portolan/sdk';
import { ScorecardStoreToken } from '../stores/ScorecardStore';

/** /carrier-scorecard: every carrier ranked by on-time arrival; select one to read and add notes. */
const ScorecardScreen = observer(function ScorecardScreen() {
  const store = useService(ScorecardStoreToken);
  const [selected, setSelected] = useState<string | undefined>();
  const [text, setText] = useState('');

  useEffect(() => {
    void store.load();
  }, [store]);
  useEffect(() => {
    if (selected) void store.loadNotes(selected);
  }, [store, selected]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (selected && text.trim() && (await store.addNote(selected, text.trim()))) setText('');
  };

  return (
    <div style={{ padding: 16, display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)', alignItems: 'start' }}>
      <section aria-labelledby="scorecard-title">
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <H2 id="scorecard-title" style={{ margin: 0 }}>
            Carrier scorecard
          </H2>
          <Button variant="minimal" icon="refresh" aria-label="Refresh" loading={store.isLoading} onClick={() => void store.load(true)} />
        </div>
        <p className={Classes.TEXT_MUTED}>On-time arrival at the port of discharge against the planned arrival (one day of slack), for your shipments due by today.</p>
        {store.error && (
          <Callout intent="danger" role="alert">
            {store.error}
          </Callout>
        )}
        {store.isLoading && !store.loaded && <Spinner size={24} aria-label="Loading the scorecard" />}
        {store.loaded && store.scores.length === 0 && <NonIdealState icon="horizontal-bar-chart" title="No arrivals yet" description="Carriers appear once a shipment has arrived or is due." />}
        {store.scores.length > 0 && (
          <HTMLTable compact interactive striped aria-label="Carriers by on-time performance" style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>#</th>
                <th>Carrier</th>
                <th style={{ textAlign: 'right' }}>Due</th>
                <th style={{ textAlign: 'right' }}>On time</th>
                <th style={{ textAlign: 'right' }}>Late</th>
                <th style={{ textAlign: 'right' }}>On-time %</th>
                <th style={{ textAlign: 'right' }}>Avg delay (days)</th>
              </tr>
            </thead>
            <tbody>
              {store.scores.map((score, index) => (
                <tr key={score.carrier} onClick={() => setSelected(score.carrier)} aria-selected={selected === score.carrier} style={{ cursor: 'pointer' }}>
                  <td>{index + 1}</td>
                  <td>
                    <Button variant="minimal" size="small" text={score.carrier} onClick={() => setSelected(score.carrier)} aria-label={`Notes for ${score.carrier}`} />
                  </td>
                  <td style={{ textAlign: 'right' }}>{score.due}</td>
                  <td style={{ textAlign: 'right' }}>{score.onTime}</td>
                  <td style={{ textAlign: 'right' }}>{score.late}</td>
                  <td style={{ textAlign: 'right' }}>
                    <Tag minimal intent={score.onTimePercent >= 80 ? 'success' : score.onTimePercent >= 50 ? 'warning' : 'danger'}>{score.onTimePercent.toFixed(1)}%</Tag>
                  </td>
                  <td style={{ textAlign: 'right' }}>{score.averageDelayDays.toFixed(1)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </section>
      <aside aria-label="Carrier notes">
        {!selected ? (
          <NonIdealState icon="annotation" title="Notes" description="Select a carrier to read and add your team's notes." />
        ) : (
          <>
            <h3 style={{ marginTop: 0 }}>Notes on {selected}</h3>
            <form onSubmit={submit} aria-label="Add a note">
              <TextArea aria-label="Note" fill value={text} onChange={(e) => setText(e.target.value)} placeholder="e.g. Rolled twice at Jebel Ali in March" />
              <Button type="submit" intent="primary" text="Add note" loading={store.isSaving} disabled={!text.trim()} style={{ marginTop: 8 }} />
            </form>
            {store.notesError && <Callout intent="danger">{store.notesError}</Callout>}
            <ul aria-label={`Notes on ${selected}`} style={{ paddingLeft: 18 }}>
              {store.notes.map((note) => (
                <li key={note._id}>
                  {note.text} <span className={Classes.TEXT_MUTED}>— {note.createdBy ?? 'someone'}, {new Date(note.createdAt).toLocaleDateString()}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </aside>
    </div>
  );
});

export default ScorecardScreen;
