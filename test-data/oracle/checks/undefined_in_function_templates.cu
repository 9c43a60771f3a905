// A function template is checked as written for names that do not wait for
// its arguments (a call with arguments may be found by argument-dependent
// lookup when instantiated).
template <typename T> void f(T *p) {
    cudaThreadSynchronize();
    helper(p);
    int n = N_UNDEF;
    p[0] = n;
}
template <int N> int g() { return N + other_undef; }
template <typename T> struct S { void m() { undefined_in_class_template(); } };
void use(float *p) { f(p); g<1>(); }
