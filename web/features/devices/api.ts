import {
  type Device,
  type DeviceSettings,
  devicePath,
  deviceSettingsPath,
  devicesPath,
  type RegisterDeviceBody,
  type WebPushKey,
  webPushKeyPath,
} from '../../../contract/devices';
import { apiFetch } from '../../app/api/client';

export const registerDevice = (body: RegisterDeviceBody) =>
  apiFetch<Device>(devicesPath, { method: 'POST', body });

export const removeDevice = (id: string) => apiFetch<void>(devicePath(id), { method: 'DELETE' });

export const saveDeviceSettings = (id: string, notifications: Record<string, boolean>) =>
  apiFetch<DeviceSettings>(deviceSettingsPath(id), { method: 'POST', body: { notifications } });

export const fetchWebPushKey = () => apiFetch<WebPushKey>(webPushKeyPath);
