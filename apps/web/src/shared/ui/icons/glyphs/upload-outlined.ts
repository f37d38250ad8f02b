import svg from '@ant-design/icons-svg/es/asn/UploadOutlined';
import { createIcon } from '../icon';

export const UploadOutlined = /* @__PURE__ */ createIcon(svg);
