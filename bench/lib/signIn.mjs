// Signs a demo user in through the API and answers the session token (benches drive the API with it).

/** The demo shipper (Acme Exports), whose company the benches load data into. */
export const DEMO_SHIPPER = { email: 'shipper@portolan.test', password: 'portolan-demo' };

export async function signIn(base, user = DEMO_SHIPPER) {
  const login = await fetch(`${base}/api/auth/v2/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: user }) });
  const token = (await login.json()).data?.authToken;
  if (!token) throw new Error(`login failed (${login.status})`);
  return token;
}
