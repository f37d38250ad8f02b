import svg from '@ant-design/icons-svg/es/asn/FolderOpenOutlined';
import { createIcon } from '../icon';

export const FolderOpenOutlined = /* @__PURE__ */ createIcon(svg);
