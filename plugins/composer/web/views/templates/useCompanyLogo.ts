import { useEffect, useState } from 'react';
import type { TemplatesApi } from './templatesApi';

/** The company's logo as an object URL (GET …/templates/logo with the bearer token), or null when there is none; reloads when `key` changes. */
export function useCompanyLogo(api: TemplatesApi, key: number | string = 0): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    let made: string | null = null;
    void api.logo().then((answer) => {
      if (!current) return;
      made = answer.ok && answer.data && answer.data.size > 0 ? URL.createObjectURL(answer.data) : null;
      setUrl(made);
    });
    return () => {
      current = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [api, key]);
  return url;
}
