import {
  File,
  FileArchive,
  FileAudio,
  FileCode,
  FileImage,
  FileSpreadsheet,
  FileText,
  FileType2,
  FileVideo,
  Globe,
  Presentation,
} from 'lucide-react';
import { cn } from '../../../ui/cn';
import { type FileKind, fileKind } from '../lib/file-type';

const ICONS: Record<FileKind, { icon: typeof File; tone: string }> = {
  image: { icon: FileImage, tone: 'bg-violet-50 text-violet-600' },
  pdf: { icon: FileType2, tone: 'bg-red-50 text-red-600' },
  text: { icon: FileText, tone: 'bg-slate-100 text-slate-600' },
  html: { icon: Globe, tone: 'bg-sky-50 text-sky-600' },
  document: { icon: FileText, tone: 'bg-blue-50 text-blue-600' },
  spreadsheet: { icon: FileSpreadsheet, tone: 'bg-emerald-50 text-emerald-600' },
  presentation: { icon: Presentation, tone: 'bg-orange-50 text-orange-600' },
  archive: { icon: FileArchive, tone: 'bg-amber-50 text-amber-700' },
  audio: { icon: FileAudio, tone: 'bg-pink-50 text-pink-600' },
  video: { icon: FileVideo, tone: 'bg-fuchsia-50 text-fuchsia-600' },
  code: { icon: FileCode, tone: 'bg-teal-50 text-teal-600' },
  other: { icon: File, tone: 'bg-slate-100 text-slate-500' },
};

/** A coloured tile with the icon of the file's type (by extension). */
export const FileTypeIcon = ({ extension, className }: { extension: string; className?: string }) => {
  const { icon: Icon, tone } = ICONS[fileKind(extension)];
  return (
    <span
      aria-hidden
      className={cn('inline-flex size-9 shrink-0 items-center justify-center rounded-lg', tone, className)}
    >
      <Icon className="size-5" />
    </span>
  );
};
