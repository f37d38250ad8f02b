import svg from '@ant-design/icons-svg/es/asn/InfoCircleOutlined';
import { createIcon } from '../icon';

export const InfoCircleOutlined = /* @__PURE__ */ createIcon(svg);
