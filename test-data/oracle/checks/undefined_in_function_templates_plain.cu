// Names in a function template that do not wait for its arguments are
// looked up where the template is written (a call without arguments, a
// plain name); the template's own parameters are names too.
template <typename T> void fill(T *p) {
    cudaThreadSynchronize();
    int n = N_UNDEF;
    p[0] = n;
}
template <int N> int plus_other() { return N + other_undef; }
template <int N> int plus_n(int x) { return N + x; }
void use(float *p) { fill(p); plus_other<1>(); plus_n<2>(3); }
