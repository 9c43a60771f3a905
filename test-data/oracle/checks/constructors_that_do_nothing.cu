// A constructor whose body declares static locals only does nothing at
// run time; a class template's specializations each decide for their own.
template <class T> struct C { explicit C() {}; };
template <> C<int>::C() {};
__device__ C<int> ci_d;
struct E { E() { static int q = 1; } };
__device__ E e_d;
struct F { F() { int q = 1; } };
__device__ F f_d;
