export { CountBadge, HintTip, IconWithCount } from './count-badge';
