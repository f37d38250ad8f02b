import svg from '@ant-design/icons-svg/es/asn/FundProjectionScreenOutlined';
import { createIcon } from '../icon';

export const FundProjectionScreenOutlined = /* @__PURE__ */ createIcon(svg);
