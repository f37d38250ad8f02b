import svg from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import { createIcon } from '../icon';

export const SafetyCertificateOutlined = /* @__PURE__ */ createIcon(svg);
