import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { Session, useService } from '@portolan/sdk';
import { PartnerPage } from './PartnerPage';
import { RegularizeWorkbench } from './RegularizeWorkbench';
import { SignInPrompt } from './SignInPrompt';

/**
 * `/regularize` (an open route, SPEC §2): with `?token=` the partner page a bank customer opens from a
 * signed link (no sign-in, only the public API); without one the regularization workbench when signed
 * in, else a short explanation with a Sign in button that comes back here.
 */
const RegularizeScreens = observer(function RegularizeScreens() {
  const session = useService(Session);
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token !== null) return <PartnerPage token={token} />;
  if (!session.isLoggedIn) return <SignInPrompt />;
  return <RegularizeWorkbench />;
});
export default RegularizeScreens;
