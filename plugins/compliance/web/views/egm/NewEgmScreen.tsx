import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Classes, HTMLTable, Tag } from '@blueprintjs/core';
import { LoadStates, NotificationBus, carrierLabel, formatPort, portName, useAnswer, useCommands, useService } from '@portolan/sdk';
import type { EgmSailing } from '../../../shared/types';
import { useEgmApi } from '../../api/egmApi';
import { EgmStateTag, day } from './egmWords';

const keyOf = (s: EgmSailing) => `${s.vessel}|${s.voyage}|${s.pol}`;

/** `/egm/new`: the company's export sailings from Indian ports; one without an EGM is built into a draft EGM, one with an EGM links to it. */
export default function NewEgmScreen() {
  const api = useEgmApi();
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const sailings = useAnswer(() => api.sailings(), 'sailings');
  const [building, setBuilding] = useState<string | undefined>();
  const items = sailings.data ?? [];
  useCommands([{ id: 'reload-egm-sailings', title: 'Refresh sailings', shortcut: 'alt+r', run: sailings.reload }], []);

  const build = async (sailing: EgmSailing) => {
    setBuilding(keyOf(sailing));
    const answer = await api.create({ vessel: sailing.vessel, voyage: sailing.voyage, pol: sailing.pol });
    setBuilding(undefined);
    notify.outcome(answer.ok, { success: `EGM built for ${sailing.vessel} ${sailing.voyage}`, failure: `Failed to build the EGM: ${answer.errorMessage ?? 'Server Error'}` });
    if (answer.ok && answer.data) navigate(`/egm/${encodeURIComponent(answer.data._id)}`);
    else sailings.reload();
  };

  return (
    <section aria-labelledby="new-egm-title">
      <Link to="/egm">← Export general manifests</Link>
      <h1 id="new-egm-title" className="pt-page-title">
        New EGM: choose a sailing
      </h1>
      <p className={Classes.TEXT_MUTED}>Your export sailings from Indian ports, from your shipments' vessels and voyages. The EGM starts with a shipping bill per shipment on board.</p>
      <LoadStates isFetching={sailings.isFetching} error={sailings.error} empty={items.length === 0} emptyText="No export sailings from Indian ports" emptyDescription="A sailing appears once a shipment has its vessel and voyage." onRetry={sailings.reload}>
        <HTMLTable compact striped aria-label="Sailings" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">Vessel</th>
              <th scope="col">Voyage</th>
              <th scope="col">Port of loading</th>
              <th scope="col">Carrier</th>
              <th scope="col">Sailing date</th>
              <th scope="col">Departed</th>
              <th scope="col">Shipments</th>
              <th scope="col">Containers</th>
              <th scope="col">EGM</th>
            </tr>
          </thead>
          <tbody>
            {items.map((s) => (
              <tr key={keyOf(s)}>
                <td>{s.vessel}</td>
                <td>{s.voyage}</td>
                <td>{formatPort(s.pol, portName(s.pol))}</td>
                <td>{carrierLabel(s.carrier)}</td>
                <td>{day(s.sailingDate)}</td>
                <td>{s.departed ? <Tag minimal icon="tick">Departed</Tag> : <span>Not yet</span>}</td>
                <td>{s.shipments}</td>
                <td>{s.containers}</td>
                <td>
                  {s.egmId ? (
                    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
                      <Link to={`/egm/${encodeURIComponent(s.egmId)}`} aria-label={`Open EGM of ${s.vessel} ${s.voyage}`}>
                        Open EGM
                      </Link>
                      {s.egmState && <EgmStateTag state={s.egmState} />}
                    </span>
                  ) : (
                    <Button
                      size="small"
                      intent="primary"
                      icon="add"
                      text="Build EGM"
                      aria-label={`Build EGM for ${s.vessel} ${s.voyage}`}
                      loading={building === keyOf(s)}
                      disabled={building !== undefined}
                      onClick={() => void build(s)}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
    </section>
  );
}
