import svg from '@ant-design/icons-svg/es/asn/FileProtectOutlined';
import { createIcon } from '../icon';

export const FileProtectOutlined = /* @__PURE__ */ createIcon(svg);
