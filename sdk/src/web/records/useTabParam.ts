import { useSearchParams } from 'react-router-dom';

/** The tab a record's screen shows, kept in the URL (`?tab=`, so a tab can be linked), and a way to change it. */
export function useTabParam(): [string | null, (tab: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const setTab = (tab: string) =>
    setSearchParams(
      (params) => {
        params.set('tab', tab);
        return params;
      },
      { replace: true },
    );
  return [searchParams.get('tab'), setTab];
}
