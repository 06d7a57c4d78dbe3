import { useRef, useState } from 'react';
import { staffApi } from '@lotto/contracts/support/api';
import { useI18n } from '../../i18n/index.tsx';
import { call, type Caller } from '../../lib/api.ts';
import { useErrorText } from '../../lib/errors.ts';

/** The contract's image limit (CHAT_IMAGE_MAX_BYTES; the schemas stay off this bundle). */
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/**
 * One image for the next answer: checked here (PNG or JPG, 5 MB), uploaded at once, and its
 * path sent with the message. `setError` shows what went wrong in the answer box.
 */
export function useImageUpload({
  caller,
  id,
  setError,
}: {
  caller: Caller;
  id: number;
  setError: (text: string | undefined) => void;
}) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const [image, setImage] = useState<string | undefined>(undefined);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const upload = async (picked: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!picked) return;
    if (!IMAGE_TYPES.includes(picked.type)) return setError(t('reply.image.type'));
    if (picked.size > IMAGE_MAX_BYTES) return setError(t('reply.image.tooBig'));
    const form = new FormData();
    form.append('file', picked);
    setUploading(true);
    setError(undefined);
    try {
      setImage((await call(staffApi.image, { caller, params: { id }, form })).image);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setUploading(false);
    }
  };
  return { image, setImage, uploading, input, upload };
}
