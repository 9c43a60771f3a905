// Declarators of every shape: pointers to functions and members, arrays of
// pointers to functions, references to arrays, trailing return types,
// noexcept, ref-qualifiers, bit-fields, structured bindings.
struct S {
    int m;
    int f(int) const & noexcept;
    int g() && noexcept(false);
    unsigned flags : 3, : 0, mode : 2;
};
int (*fp)(int, char);
int (*table[4])(double);
int (S::*pm) = &S::m;
int (S::*pmf)(int) const & = &S::f;
void (*signal_like(int, void (*)(int)))(int);
int (&ref_to_array)[3] = *new int[1][3];
auto trailing(int x) -> int (*)[2];
const volatile int *const *volatile cvp = nullptr;
void use() {
    int arr[2] = {1, 2};
    auto [a, b] = arr;
    auto &[c, d] = arr;
}
