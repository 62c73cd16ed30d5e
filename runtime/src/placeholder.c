int __mpx_placeholder;
