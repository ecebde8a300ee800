/** The company master (placeholder: being built). */
export default function CompanyMasterScreen() {
  return null;
}
