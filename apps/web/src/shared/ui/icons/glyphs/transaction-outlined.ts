import svg from '@ant-design/icons-svg/es/asn/TransactionOutlined';
import { createIcon } from '../icon';

export const TransactionOutlined = /* @__PURE__ */ createIcon(svg);
