import { saveBlob, type HttpClient, type NotificationBus } from '@portolan/sdk';

/** Downloads a quote's PDF through the HTTP client (the session's token goes with it) and saves it. */
export async function downloadQuotePdf(http: HttpClient, notify: NotificationBus, path: string, fileName: string): Promise<boolean> {
  const answer = await http.download(path);
  if (answer.ok && answer.data) saveBlob(answer.data, fileName);
  notify.outcome(answer.ok, { success: 'PDF downloaded', failure: `Failed to download the PDF: ${answer.errorMessage ?? ''}` });
  return answer.ok;
}
