// In a function template, a call of an undeclared function waits for its
// instances only when an argument depends on the template's parameters:
// an argument nothing declares is an error, not a dependent expression,
// and the callee is reported after it.
template <class T> void f1(T t) { undefined_g(t); }
template <class T> void f2(T t) { undefined_h(1); }
template <class T> void f3(T t) { undefined_i(undefined_x); }
template <class T> void f4(T t) { int a = 1; undefined_j(a, t); }
template <class T> void f5(T t) { int a = 1; undefined_k(a); }
template <class T> void f6(T t) { undefined_l(T()); }
template <class T> void f7(T t) { undefined_m(sizeof(T)); }
template <class T> void f8(T t) { undefined_n(&t); }
template <class T> void f9(T *t) { undefined_o(t[0]); }
