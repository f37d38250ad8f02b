import svg from '@ant-design/icons-svg/es/asn/BankOutlined';
import { createIcon } from '../icon';

export const BankOutlined = /* @__PURE__ */ createIcon(svg);
