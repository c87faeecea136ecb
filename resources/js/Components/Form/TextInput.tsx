/** The former name of TextField, kept while screens move to it. */
export { default, type TextFieldProps } from './TextField';
