// English strings of sign-in, registration, dept/role switch, the lock and the forced first password change.
import type { Messages } from '../zh/index.ts';

export const auth: Pick<Messages, 'login' | 'register' | 'passwordChange' | 'switch' | 'lock'> = {
  login: {
    title: 'Sign in', subtitle: 'Sign in with your account', defaultName: 'Blade Console', tenantId: 'Tenant id', username: 'Account', password: 'Password',
    code: 'Captcha', refreshCode: 'Hard to read? Get another', submit: 'Sign in', signingIn: 'Signing in...', register: 'Request an account',
    show: 'Show', hide: 'Hide', showPassword: 'Show password', hidePassword: 'Hide password',
    tenantRequired: 'Please enter the tenant id', usernameRequired: 'Please enter the account', passwordRequired: 'Please enter the password', codeRequired: 'Please enter the captcha',
  },
  register: {
    title: 'Account registration', tenantId: 'Tenant id', name: 'Name', account: 'Account', password: 'Password', password2: 'Confirm password', submit: 'Submit',
    tenantRequired: 'Please enter the tenant id first', accountRequired: 'Please enter the account first', passwordRequired: 'Please enter the password first',
    passwordMismatch: 'The two passwords differ', submitted: 'Registration submitted; please wait for an administrator to approve it!', failed: 'Submission failed',
    codeRequired: 'Please enter the captcha first',
  },
  passwordChange: {
    title: 'Change your initial password', explain: 'Someone else set your password. Choose a new one only you know before you continue.',
    done: 'Password changed, welcome',
  },
  switch: { title: 'Switch dept/role', dept: 'Department', role: 'Role', deptRequired: 'Please choose a department', roleRequired: 'Please choose a role' },
  lock: {
    setPassword: 'Set a lock password', password: 'Lock password', passwordRequired: 'The lock password cannot be empty', locked: 'Screen locked',
    unlock: 'Unlock', wrongPassword: 'Wrong unlock password, please try again',
  },
};
