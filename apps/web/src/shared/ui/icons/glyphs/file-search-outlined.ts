import svg from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import { createIcon } from '../icon';

export const FileSearchOutlined = /* @__PURE__ */ createIcon(svg);
