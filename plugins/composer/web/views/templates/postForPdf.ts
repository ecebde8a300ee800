import type { ApiResult } from '@portolan/sdk';

/**
 * POSTs a JSON body and answers the PDF the server sends back as a Blob. The SDK HttpClient reads
 * every POST answer as a JSON envelope and downloads only by GET, so the preview (whose body is the
 * whole unsaved design) goes through fetch with the session's bearer token, mapped to the same
 * ApiResult and SPEC §8 texts: the envelope's error message, else "Server Error"; a network failure's
 * string form. (README: an SDK `download` with a method and body would replace this.)
 */
export async function postForPdf(path: string, body: unknown, authToken: string | undefined, signal?: AbortSignal): Promise<ApiResult<Blob>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/pdf, application/json' };
  if (authToken) headers.Authorization = `Bearer ${authToken}`;
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body), signal });
  } catch (error) {
    return { ok: false, status: 0, error, errorMessage: String(error) || 'Network Error' };
  }
  if (response.ok && (response.headers.get('content-type') ?? '').includes('application/pdf')) {
    return { ok: true, status: response.status, data: await response.blob() };
  }
  const text = await response.text().catch(() => '');
  let envelope: { error?: unknown } | undefined;
  try {
    envelope = JSON.parse(text) as { error?: unknown };
  } catch {
    envelope = undefined;
  }
  const error = envelope?.error;
  const message = typeof error === 'string' ? error : typeof (error as { message?: unknown } | undefined)?.message === 'string' ? (error as { message: string }).message : 'Server Error';
  return { ok: false, status: response.status, body: envelope, error: error ?? message, errorMessage: message };
}
