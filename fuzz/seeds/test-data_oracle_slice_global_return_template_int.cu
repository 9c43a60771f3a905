// Kernel template with return type T instantiated with T=int through an explicit
// instantiation: reported at the template line (with context) and at the directive.
// ORACLE-HEADERS: mini
template <class T> __global__ T tk(int *p) { p[0] = 1; return 0; }
template __global__ int tk<int>(int *);
