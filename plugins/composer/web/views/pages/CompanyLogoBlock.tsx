import { useContext, useEffect, useState } from 'react';
import { HttpClient, useService } from '@portolan/sdk';
import { PAGES_API } from './pagesApi';
import { PageViewContext } from './PageViewContext';

/** The signed-in company's logo as an object URL (the image needs the bearer token), or why there is none. */
function useCompanyLogo(skip: boolean): { src?: string; missing: boolean } {
  const http = useService(HttpClient);
  const [state, setState] = useState<{ src?: string; missing: boolean }>({ missing: false });
  useEffect(() => {
    if (skip) return;
    let live = true;
    let url: string | undefined;
    void http.download(PAGES_API.companyLogo).then((answer) => {
      if (!live) return;
      if (answer.ok && answer.data && typeof URL.createObjectURL === 'function') {
        url = URL.createObjectURL(answer.data);
        setState({ src: url, missing: false });
      } else setState({ missing: true });
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [http, skip]);
  return state;
}

/** The company's logo (Document templates → logo); a public page uses the share link's logo address. */
export function CompanyLogoBlock() {
  const { mode, logoUrl, companyName } = useContext(PageViewContext);
  const isPublic = mode === 'public';
  const signedIn = useCompanyLogo(isPublic);
  const src = isPublic ? (logoUrl ?? undefined) : signedIn.src;
  if (src) return <img className="composer-page__logo" data-block="companyLogo" src={src} alt={isPublic && companyName ? `${companyName} logo` : 'Company logo'} />;
  const missing = isPublic ? !logoUrl : signedIn.missing;
  if (!missing) return <div className="composer-page__logo composer-page__logo--loading" data-block="companyLogo" aria-hidden="true" />;
  return mode === 'edit' ? (
    <div className="composer-page__placeholder" data-block="companyLogo">
      No company logo yet: upload one under Document templates
    </div>
  ) : null;
}
