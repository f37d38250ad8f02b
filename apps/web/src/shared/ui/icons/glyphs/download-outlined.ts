import svg from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { createIcon } from '../icon';

export const DownloadOutlined = /* @__PURE__ */ createIcon(svg);
