import { useNavigate } from 'react-router-dom';
import { LoadStates, useAnswer, useCommands } from '@portolan/sdk';
import { useRegularizationApi } from '../../api/regularizationApi';
import { AgeingChart } from './AgeingChart';
import { bucketView } from './ageingBuckets';

/** `/regularize/ageing`: open bills' outstanding by how far they are from (or past) the realization due date; a bucket opens its bills. */
export default function AgeingScreen() {
  const api = useRegularizationApi();
  const navigate = useNavigate();
  const ageing = useAnswer(() => api.ageing(), 'ageing');
  useCommands([{ id: 'reload-ageing', title: 'Refresh ageing', shortcut: 'alt+r', run: ageing.reload }], [ageing.reload]);
  return (
    <section aria-labelledby="ageing-title">
      <h1 id="ageing-title" className="pt-page-title">
        Ageing of open bills
      </h1>
      <LoadStates isFetching={ageing.isFetching} error={ageing.error} empty={!ageing.data} emptyText="No ageing figures" onRetry={ageing.reload}>
        {ageing.data && <AgeingChart ageing={ageing.data} onBucket={(id) => navigate(`/regularize/bills?${new URLSearchParams(bucketView(id, ageing.data!.asOf)).toString()}`)} />}
      </LoadStates>
    </section>
  );
}
