import type { FieldView, FormView } from '@/lib/forms/form-view';

interface Props {
  field: FieldView;
  copy: FormView['copy'];
  error: string | undefined;
  /** The value to show again after a refused submission. */
  value: string | string[] | undefined;
}

/**
 * One labelled control with its required mark and its error, wired for assistive technology
 * (`aria-invalid`, `aria-describedby`) and for agents (`toolparamdescription`).
 */
export function FormFieldControl({ field, copy, error, value }: Props) {
  if (field.fixed) return field.fixed.map((fixed) => <input key={fixed} type="hidden" name={field.name} value={fixed} />);
  const errorId = `${field.id}-error`;
  const hintId = `${field.id}-hint`;
  const invalid = error !== undefined;
  const describedBy = [field.hint ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ');
  const described = {
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': true as const } : {}),
  };
  // The asterisk is for the eye. A control says it is required itself (`required`); a group of
  // checkboxes or radios cannot, so its legend says it in words to assistive technology.
  const isGroup = field.control === 'checkboxes' || field.control === 'yes-no';
  const label = (
    <>
      {field.label}
      {field.required && (
        <span className="required" aria-hidden="true" title={copy.requiredMark}>
          {' *'}
        </span>
      )}
      {field.required && isGroup && <span className="visually-hidden"> ({copy.requiredMark})</span>}
    </>
  );
  const hintText = field.hint && (
    <p id={hintId} className="field-hint">
      {field.hint}
    </p>
  );
  const errorText = invalid && (
    <p id={errorId} className="field-error">
      {error}
    </p>
  );

  if (isGroup) {
    const options =
      field.control === 'yes-no'
        ? [
            { value: 'true', label: copy.yes },
            { value: 'false', label: copy.no },
          ]
        : (field.options ?? []);
    const chosen = Array.isArray(value) ? value : value ? [value] : [];
    return (
      // Chromium reads the description of a group of checkboxes or radios from its fieldset.
      <fieldset
        id={field.id}
        className={`field choices${invalid ? ' has-error' : ''}`}
        data-field={field.name}
        tabIndex={-1}
        {...described}
        toolparamdescription={field.paramDescription}
      >
        <legend>{label}</legend>
        {hintText}
        {errorText}
        <div className="choice-list">
          {options.map((option) => (
            <label key={option.value} className="choice">
              <input
                type={field.control === 'yes-no' ? 'radio' : 'checkbox'}
                name={field.name}
                value={option.value}
                defaultChecked={chosen.includes(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  const common = {
    id: field.id,
    name: field.name,
    required: field.required,
    defaultValue: typeof value === 'string' ? value : '',
    ...(field.autoComplete ? { autoComplete: field.autoComplete } : {}),
    ...described,
    toolparamdescription: field.paramDescription,
  };
  return (
    <div className={`field${invalid ? ' has-error' : ''}`} data-field={field.name}>
      <label htmlFor={field.id}>{label}</label>
      {hintText}
      {errorText}
      {field.control === 'textarea' ? (
        <textarea {...common} rows={5} maxLength={field.maxLength} />
      ) : field.control === 'select' ? (
        <select {...common}>
          <option value="">{copy.choose}</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.control}
          {...(field.control === 'number'
            ? { min: field.minimum, max: field.maximum, step: 1, inputMode: 'numeric' as const }
            : { maxLength: field.maxLength })}
        />
      )}
    </div>
  );
}
