import svg from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import { createIcon } from '../icon';

export const FileTextOutlined = /* @__PURE__ */ createIcon(svg);
