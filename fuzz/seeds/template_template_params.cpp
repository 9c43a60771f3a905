// Template template parameters, with defaults and packs, and their use.
template <typename T, typename A = void> struct vec {};
template <typename T> struct alloc {};
template <template <typename, typename> class C, typename T> struct rebind { using type = C<T, alloc<T>>; };
template <template <typename...> class... Cs> struct many {};
template <template <class> class F = alloc> struct holder { F<int> f; };
rebind<vec, char>::type rv;
many<vec, alloc> m;
holder<> h;
