/** Bulk upload logs (placeholder: being built). */
export default function UploadLogsScreen() {
  return null;
}
