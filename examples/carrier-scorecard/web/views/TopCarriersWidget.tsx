import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Classes, ProgressBar, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useService } from '@portolan/sdk';
import { ScorecardStoreToken } from '../stores/ScorecardStore';

/** The dashboard widget: the five best carriers by on-time arrival, with a link to the full scorecard. */
const TopCarriersWidget = observer(function TopCarriersWidget() {
  const store = useService(ScorecardStoreToken);
  useEffect(() => {
    void store.load();
  }, [store]);
  if (store.error) return <p className={Classes.TEXT_MUTED}>{store.error}</p>;
  if (!store.loaded) return <Spinner size={20} aria-label="Loading carriers" />;
  if (!store.scores.length) return <p className={Classes.TEXT_MUTED}>No arrivals yet.</p>;
  return (
    <div>
      <ol aria-label="Top carriers" style={{ paddingLeft: 20, margin: 0 }}>
        {store.scores.slice(0, 5).map((score) => (
          <li key={score.carrier} style={{ marginBottom: 6 }}>
            <div style={{ display: 'flex', justifyContent: 'space-between' }}>
              <strong>{score.carrier}</strong>
              <span>
                {score.onTimePercent.toFixed(1)}% <span className={Classes.TEXT_MUTED}>of {score.due}</span>
              </span>
            </div>
            <ProgressBar value={score.onTimePercent / 100} stripes={false} animate={false} intent={score.onTimePercent >= 80 ? 'success' : 'warning'} />
          </li>
        ))}
      </ol>
      <Link to="/carrier-scorecard">Open the scorecard</Link>
    </div>
  );
});

export default TopCarriersWidget;
