/** Types of the plain-JS plugin beside this file (eslint.config.js loads it as it is). */
import type { ESLint, Rule } from 'eslint';

export declare function checkClassList(text: string): { token: string; message: string }[];
export declare const logicalClasses: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
