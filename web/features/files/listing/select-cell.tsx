/** The selection checkbox of a listing row. */
export const SelectCell = ({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: () => void;
}) => (
  <td className="w-10 py-2.5 pl-4">
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={onChange}
      className="size-4 cursor-pointer rounded accent-(--color-primary)"
    />
  </td>
);
