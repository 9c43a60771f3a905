// The module id ends with the first entity's mangled name, as g++ mangles
// it: a class declared in an inline namespace is named by its full path,
// and a class template's specialization carries its default arguments
// (`vec<int>` is `lib::v2::vec<int, lib::v2::alloc<int> >`), as with
// Thrust's `host_vector<int>`.
namespace lib {
inline namespace v2 {
template <class T> struct alloc {};
template <class T, class A = alloc<T> > struct vec;
template <class T, class A> struct vec { T *p; };
}
}
void sort_on_device(lib::vec<int> &v) { (void)v; }
__global__ void k(int *p) { p[0] = 1; }
int main() { return 0; }
