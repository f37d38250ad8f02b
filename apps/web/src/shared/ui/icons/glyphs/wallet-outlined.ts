import svg from '@ant-design/icons-svg/es/asn/WalletOutlined';
import { createIcon } from '../icon';

export const WalletOutlined = /* @__PURE__ */ createIcon(svg);
