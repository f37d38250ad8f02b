import svg from '@ant-design/icons-svg/es/asn/CreditCardOutlined';
import { createIcon } from '../icon';

export const CreditCardOutlined = /* @__PURE__ */ createIcon(svg);
