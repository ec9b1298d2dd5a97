import { LoginForm } from './login-form.tsx';
import { PublicFrame } from './public-frame.tsx';
import { NewCustomerLink } from './new-customer-link.tsx';

/** Sign-in (spec 1 §2.2 "login"): the host's brand beside the form; on phones the form alone, in one column. */
export default function LoginPage() {
  return (
    <PublicFrame>
      <LoginForm />
      <NewCustomerLink />
    </PublicFrame>
  );
}
