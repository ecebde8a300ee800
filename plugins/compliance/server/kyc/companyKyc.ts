import type { CompanyKyc } from '@portolan/sdk/server';

/** Placeholder of the contract: the COMPANY_KYC service (kyc/ implements it; regularization/ imports it directly). */
export function companyKyc(): CompanyKyc {
  return {
    async status() {
      throw new Error('companyKyc: not implemented yet');
    },
    async requireVerified() {
      throw new Error('companyKyc: not implemented yet');
    },
  };
}
