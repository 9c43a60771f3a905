// An undefined identifier is reported once per function (EDG then takes
// it as declared there), also in member functions of a class whose
// members are all known; the locals its expressions set are not reported
// as unused.
void f() {
    cudaThreadSynchronize();
    int a = undefined_v;
    cudaThreadSynchronize();
    a = undefined_v + 1;
}
void g() { cudaThreadSynchronize(); }
struct Checker {
    int count;
    static bool check_last(const char *msg) { return check(cudaThreadExit(), msg); }
    static bool check(int e, const char *) { return e == 0; }
    int get() const { return count + helper(); }
    int helper() const { return 1; }
    enum { N = 3 };
    int n() const { return N; }
};
__device__ void h() { int b; b = 2; }
