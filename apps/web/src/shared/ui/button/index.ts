export { Button, type ButtonProps } from './button';
export { actionClassName, type ActionLook } from './action-look';
